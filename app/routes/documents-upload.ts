import { data } from "react-router";

/**
 * The upload addresses of a document request (app/documents/document-routes.ts). Their uploads are
 * received by the server's streaming handler (app/documents/document-upload-endpoints.server.ts) before React Router: a request
 * that reaches this module (a GET of an upload address, a data request) finds nothing here.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}
