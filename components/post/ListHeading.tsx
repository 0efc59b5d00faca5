/**
 * The heading over a list's cards (their titles are h3): "Página 2 de 5" when the list has pages. A list of one page
 * keeps its h2 for assistive technology only, under the list's name: a visible "Página 1 de 1" told a reader nothing.
 */
export function ListHeading({
  pages,
  pageOf,
  name,
  className,
}: {
  pages: number;
  pageOf: string;
  name: string;
  className: string;
}) {
  return pages > 1 ? <h2 className={className}>{pageOf}</h2> : <h2 className="visually-hidden">{name}</h2>;
}
