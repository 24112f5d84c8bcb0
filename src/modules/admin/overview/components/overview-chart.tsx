"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * recharts is loaded in the browser only, and only by the page that shows this (the admin overview):
 * no shop page carries it, and the server never renders an SVG it cannot size.
 */
export const OverviewChart = dynamic(() => import("./overview-chart-recharts"), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full" />,
});
