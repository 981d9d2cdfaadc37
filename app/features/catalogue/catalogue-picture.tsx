// A catalogue item's picture: its staff photo when it has one (decision 043),
// as a <picture> with AVIF and WebP at every width made, `sizes` for the
// layout it sits in and its own width and height (no layout shift); its
// drawing otherwise. Server markup only (no hooks), so the islands that
// render cards use it too.
import { Illustration } from "#app/ui/illustration.tsx";
import type { CataloguePhoto } from "#app/features/site/index.ts";
import {
  PHOTO_SIZES,
  type PhotoLayout,
  fallbackWidth,
  heightAt,
  photoSrcSet,
  photoVariantUrl,
} from "#app/features/catalogue/photos/catalogue-photos.ts";
import { cn } from "#app/ui/cn.ts";

interface CataloguePictureProps {
  record: { image: string; photo?: CataloguePhoto };
  layout: PhotoLayout;
  /** What the drawing says when it stands alone ("" where the card's heading says it). */
  alt: string;
  /** Box the drawing is drawn for; on the product page a photo keeps its own aspect ratio at this width. */
  width: number;
  height: number;
  /**
   * The page's main photo: fetched at once with high priority (it is the
   * largest paint). Everything else loads lazily.
   */
  priority?: boolean;
  className?: string;
}

export function CataloguePicture({
  record,
  layout,
  alt,
  width,
  height,
  priority = false,
  className,
}: CataloguePictureProps) {
  const { photo } = record;
  if (!photo) {
    return (
      <Illustration
        name={record.image}
        alt={alt}
        width={width}
        height={height}
        priority={priority}
        className={className}
      />
    );
  }
  const sizes = PHOTO_SIZES[layout];
  // Cards and results keep the drawing's box (the photo cropped to fill it), so a row of cards lines up;
  // the product page shows the whole photo at its own aspect ratio.
  const shownHeight = layout === "product" ? heightAt(photo, width) : height;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoVariantUrl(photo.hash, fallbackWidth(photo.widths), "webp")}
        alt={photo.alt}
        width={width}
        height={shownHeight}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchPriority: "high" as const } : {})}
        data-catalogue-photo={photo.hash}
        className={cn("h-auto max-w-full object-cover", className)}
      />
    </picture>
  );
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
