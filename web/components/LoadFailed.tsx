// Where something could not load (a page's code, the catalogue, a product): what failed,
// what to check, and a Try again button that loads it again.
export function LoadFailed({
  title,
  onRetry,
  level = 2,
}: {
  title: string;
  onRetry: () => void;
  /** the heading's level: 1 where the failure is the whole page */
  level?: 1 | 2 | 3;
}) {
  const Heading = `h${level}` as "h1" | "h2" | "h3";
  return (
    <div className="empty-state" role="alert">
      <Heading>{title}</Heading>
      <p>Please check your connection and try again.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}
