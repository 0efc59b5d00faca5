"use client";

import { useLayoutEffect, useRef, type ReactNode } from "react";

/**
 * A frame whose style is set from script once it is on the page: the editor's Content-Security-Policy refuses style
 * attributes but lets script set a style (CSSOM). `style` holds custom properties, which the frame's CSS reads.
 */
export function ScriptStyledFrame({
  className,
  style,
  children,
}: {
  className: string;
  style: Record<`--${string}`, string>;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const [property, value] of Object.entries(style)) frame.current?.style.setProperty(property, value);
  }, [style]);
  return (
    <div ref={frame} className={className}>
      {children}
    </div>
  );
}
