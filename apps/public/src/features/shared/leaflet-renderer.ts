import type { Map as LeafletMap, Path, Renderer } from 'leaflet';
import { Map } from 'leaflet/src/map/Map';
import { svg } from 'leaflet/src/layer/vector/SVG';

// Map.getRenderer, which every shape asks for its renderer when it is added: Leaflet's own
// (layer/vector/Renderer.getRenderer.js) with the SVG renderer only. Leaflet's file imports the canvas
// renderer for maps made with preferCanvas, which the residents' maps never are: 1.7 kB gzip of code
// never run (decision 0618). The same order: the shape's renderer, its pane's, the map's, a default.

interface TRendererState {
  _renderer?: Renderer;
  _paneRenderers: Record<string, Renderer>;
}

Map.include({
  getRenderer(this: LeafletMap & TRendererState, layer: Path): Renderer {
    const pane = layer.options.pane;
    const paneRenderer =
      pane === undefined || pane === 'overlayPane'
        ? undefined
        : (this._paneRenderers[pane] ??= svg({ pane }));
    const renderer =
      layer.options.renderer ?? paneRenderer ?? this.options.renderer ?? (this._renderer ??= svg());
    if (!this.hasLayer(renderer)) this.addLayer(renderer);
    return renderer;
  },
});
