// What the visitor's copy of the quote carries: nothing the visitor wrote to a
// typed-in address, and the quote's live page wherever the quote goes.
import { describe, expect, it } from "vitest";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, create, decide } = api;
  describe("e-mails", () => {
    it("sends the typed-in address nothing the visitor wrote: a fixed greeting, the quote and its link", async () => {
      const sink = await api.startSmtp();
      await startApi({ smtp: sink });
      const { body } = await create({
        ...request,
        contact: { name: "Claim your prize at evil.example", email: "victim@example.org", phone: "0800 123 456" },
        venue: "Visit https://evil.example/win now",
      });
      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
      const customer = sink.messages.find((message) => message.to.includes("victim@example.org"));
      if (!customer) throw new Error("expected the copy to the typed-in address");
      const mail = parseMail(customer.raw);
      const pdf = mail.attachments[0]?.content;
      if (!pdf) throw new Error("expected the PDF");
      const attachedText = await pdfText(pdf);
      for (const part of [mail.headers.get("subject") ?? "", mail.text, mail.html, attachedText]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("Claim your prize");
        expect(part).not.toContain("0800 123 456");
      }
      expect(attachedText).toContain("Premium 12-Inch Powered Speaker");

      // The link opens the quote's PDF (its own content again), and only the PDF: it takes no decision.
      const link = /View or download your quote: (\S+)/.exec(mail.text)?.[1];
      if (!link) throw new Error("expected the quote's link");
      const url = new URL(link);
      expect(url.pathname).toBe(`/api/quotes/${body.quoteNumber}/pdf`);
      const linkToken = url.searchParams.get("token") ?? "";
      expect(linkToken).not.toBe(body.accessToken);
      const viaLink = await fetch(`${api.baseUrl}${url.pathname}${url.search}`);
      expect(viaLink.status).toBe(200);
      const linkedText = await pdfText(new Uint8Array(await viaLink.arrayBuffer()));
      expect(linkedText).not.toContain("evil.example");
      expect(linkedText).toContain(body.quoteNumber);
      const decision = await decide(body.quoteNumber, { accessToken: linkToken, requestType: "accept" });
      expect(decision.status).toBe(404);
      // No token is kept in the clear: not in the quote row, not in the outbox.
      const row = await db()
        .selectFrom("quotes")
        .selectAll()
        .where("quote_number", "=", body.quoteNumber)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(linkToken);
      expect(JSON.stringify(await listOutbox(db()))).not.toContain(linkToken);
    });

    it("puts the quote's live page in the answer, the e-mail, its PDF and the WhatsApp message, storing only its hash", async () => {
      const sink = await api.startSmtp();
      await startApi({ smtp: sink });
      const { body } = await create(request);
      const liveUrl = String((body as { liveUrl?: unknown }).liveUrl);
      expect(liveUrl).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
      const liveToken = liveUrl.slice(-43);

      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
      const customer = sink.messages.find((message) => message.to.includes(request.contact.email));
      if (!customer) throw new Error("expected the visitor's copy");
      const mail = parseMail(customer.raw);
      expect(mail.text).toContain(`Open your quote online: ${liveUrl}`);
      expect(mail.html).toContain(`href="${liveUrl}"`);
      // The WhatsApp chat's message carries the link too.
      expect(mail.html).toContain(encodeURIComponent(liveUrl));
      const attached = mail.attachments[0]?.content;
      if (!attached) throw new Error("expected the PDF");
      expect((await pdfText(attached)).replace(/\s+/g, "")).toContain(liveUrl);

      // The visitor's own PDF download prints the same link.
      const pdf = await fetch(`${api.baseUrl}/api/quotes/${body.quoteNumber}/pdf?token=${String(body.accessToken)}`);
      expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, "")).toContain(liveUrl);

      const row = await db()
        .selectFrom("quotes")
        .selectAll()
        .where("quote_number", "=", body.quoteNumber)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(liveToken);
      expect(JSON.stringify(await listOutbox(db()))).not.toContain(liveToken);
    });
  });
});
