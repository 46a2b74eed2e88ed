/** Where an uploaded file lives: `key` is what the database keeps, `url` what browsers load. */
export interface StoredFile {
  key: string;
  url: string;
}

/**
 * Uploaded files (header images, later logos and item images). The local disk implementation serves
 * them from this process; an S3-compatible one can replace it without touching the callers.
 */
export interface FileStorage {
  /** Stores the bytes under a new random name in `folder` (a client's id). */
  save(folder: string, extension: string, data: Uint8Array): Promise<StoredFile>;
  /** A copy under a new name in `folder`, or null when the source is gone. */
  copy(key: string, folder: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}
