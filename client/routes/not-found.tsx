// The page-not-found route and every unknown path: always answers 404, rendered by the nearest error boundary.
import { notFound } from "../document/page";

export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
