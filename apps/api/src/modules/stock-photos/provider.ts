import type { TStockPhoto } from '@commonpurse/domain';

export interface StockPhotoPage {
  photos: TStockPhoto[];
  totalPages: number;
}

/** A stock-photo library the item dialog searches (landscape photos, a page at a time). */
export interface StockPhotoProvider {
  search(query: string, page: number, perPage: number): Promise<StockPhotoPage>;
}

/** The provider could not answer (down, refused the key, rate-limited, or answered nonsense). */
export class StockPhotoUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StockPhotoUnavailable';
  }
}
