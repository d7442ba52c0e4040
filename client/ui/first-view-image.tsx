import { createContext, useContext, type ImgHTMLAttributes } from 'react';
import type { InlineDrawing, LeadImage, RenderContext } from '#shared/render-contract.ts';

// The picture a page shows first (its largest paint: the hero, the about photo, the first product) travels inside
// the document, so a phone paints it with the text instead of one round trip later. Components mark it with
// fetchPriority="high"; the first such image of a page is the lead image, recorded in the render context, and when
// it is a small drawing of our own (InlineDrawings, from the build) it is inlined here, as it renders.
//
// Outside islands the <img> becomes the <svg> itself: a browser draws an SVG *image* in a document of its own,
// built on the main thread before the first paint (10 ms and more on a phone), while inline SVG is laid out with
// the page. Inside an island the markup must stay an <img> (React hydrates it), so there it is a data: address
// (CSP allows data: images). Either way React writes no preload for it: nothing needs the file.

interface FirstViewScope {
  ctx: RenderContext;
  /** Inside an island's root: the browser hydrates this markup. */
  inIsland: boolean;
}

/** Provided by the server's renders only: in the browser an image is always the file. */
export const FirstViewContext = createContext<FirstViewScope | null>(null);

/** The render's record of its lead image, kept as Island keeps its islands: written once, while rendering. */
function recordLeadImage(ctx: RenderContext, leadImage: LeadImage): void {
  ctx.leadImage = leadImage;
}

type ImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string };

/** An <img>; marked fetchPriority="high", the page's first view, carried inline when it can be. */
export function PageImage(props: ImageProps) {
  const scope = useContext(FirstViewContext);
  if (!scope || props.fetchPriority !== 'high' || scope.ctx.leadImage) return <img {...props} />;
  const drawing = scope.ctx.drawings.get(props.src);
  const carriedAs: LeadImage['carriedAs'] = !drawing ? 'file' : scope.inIsland ? 'data-uri' : 'svg';
  recordLeadImage(scope.ctx, { src: props.src, carriedAs });
  if (!drawing) return <img {...props} />;
  if (scope.inIsland) return <img {...props} src={drawing.dataUri} />;
  return <InlineSvg drawing={drawing} image={props} />;
}

/** The <img>'s class, size and text on the drawing's own <svg> element; `slice` draws it as object-fit: cover
 *  does (the same as the image's fill wherever the box has the picture's proportions). */
function InlineSvg({ drawing, image }: { drawing: InlineDrawing; image: ImageProps }) {
  const text = image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true };
  return (
    <svg
      {...drawing.attributes}
      className={image.className}
      width={image.width}
      height={image.height}
      preserveAspectRatio="xMidYMid slice"
      data-first-view=""
      {...text}
      dangerouslySetInnerHTML={{ __html: drawing.content }}
    />
  );
}
