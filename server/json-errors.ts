// Body-parser failures on the JSON APIs: a named, plain JSON answer instead of
// Express's HTML error page.
import type { NextFunction, Request, Response } from "express";

export function jsonBodyErrors(limitBytes: number, what: string) {
  return (
    error: { type?: string; status?: number; statusCode?: number },
    _req: Request,
    res: Response,
    next: NextFunction,
  ) => {
    const answer = (status: number, message: string) =>
      res.status(status).set("Cache-Control", "no-store").json({ success: false, message });
    switch (error.type) {
      case "entity.too.large":
        return answer(413, `The request body is larger than ${limitBytes / 1024} KB`);
      case "entity.parse.failed":
        return answer(400, "The request body is not valid JSON");
      case "charset.unsupported":
        return answer(415, `Send the ${what} as UTF-8 JSON`);
      case "encoding.unsupported":
        return answer(415, `Send the ${what} uncompressed, or compressed with gzip, deflate or br`);
      case "request.aborted":
        return answer(400, "The request was aborted before its body arrived");
      default: {
        // Anything else the client got wrong (a corrupt gzip body, a path that is not valid
        // percent-encoding) has no type but a 4xx status: still a JSON answer.
        const status = error.status ?? error.statusCode;
        if (typeof status === "number" && status >= 400 && status < 500)
          return answer(status, "The request could not be read");
        return next(error);
      }
    }
  };
}
