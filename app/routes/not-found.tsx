import { data } from "react-router";

/** Any path outside the route table: the root error boundary renders the not-found page, HTTP 404. */
export function loader() {
  throw data(null, { status: 404 });
}

/** A post to a path outside the route table is as unknown as a visit: 404, not 405. */
export function action() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
