"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * A saved design's thumbnail (design-thumbnail-canvas.tsx). The renderer and its fonts load in the
 * browser only, and only on the page that lists designs: My account's other tabs don't carry them.
 */
export const DesignThumbnail = dynamic(() => import("./design-thumbnail-canvas"), {
  ssr: false,
  loading: () => <Skeleton className="size-full" />,
});
