// The e-mails a quote request sends: sales get the lead, the visitor a copy
// with the PDF, and a decision reaches sales too.
import { describe, expect, it } from "vitest";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import { quotePdfFileName } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { EVENT_DATE, contact, describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, create, decide } = api;
  describe("e-mails", () => {
    it("sends sales the lead e-mail and the visitor a copy with the PDF; a decision reaches sales too", async () => {
      const sink = await api.startSmtp();
      await startApi({ smtp: sink });
      const name = "Thandi <b>Mokoena</b>";
      const { response, body } = await create({
        ...request,
        contact: { ...contact, name },
        venue: "Hyde Park & <Sandton>",
      });
      expect(response.status).toBe(201);
      expect(body.customerEmailQueued).toBe(true);
      const number = body.quoteNumber;

      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
      const sales = sink.messages.find((message) => message.to.includes("sales@example.co.za"));
      const customer = sink.messages.find((message) => message.to.includes("thandi@example.co.za"));
      if (!sales || !customer) throw new Error("expected a sales e-mail and a customer copy");

      const salesMail = parseMail(sales.raw);
      expect(salesMail.headers.get("subject")).toBe("New quote request: Thandi <b>Mokoena</b>");
      expect(salesMail.text).toContain(`quoteNumber: ${number}`);
      expect(salesMail.text).toContain("totalCents: 1346219");
      expect(salesMail.html).toContain("Thandi &lt;b&gt;Mokoena&lt;/b&gt;");
      expect(salesMail.html).not.toContain("<b>Mokoena");
      // The quote itself, with who it is for and where, as the statement sets it out.
      expect(salesMail.text).toContain("Venue: Hyde Park & <Sandton>");
      expect(salesMail.text).toContain("Total (incl. VAT): R13,462.19");
      expect(salesMail.html).toContain("Hyde Park &amp; &lt;Sandton&gt;");

      const customerMail = parseMail(customer.raw);
      expect(customerMail.headers.get("subject")).toBe(`Your quote ${number} from Sandton Sound Hire`);
      expect(customerMail.headers.get("reply-to")).toBe("sales@example.co.za");
      expect(customerMail.text).toContain("Hello,");
      expect(customerMail.text).toContain(`Quote number: ${number}`);
      expect(customerMail.text).toContain(`Event date: ${formatLongDate(EVENT_DATE)}`);
      // "for 12 December": the event's day and month, as a chat would say it.
      const eventDay = new Date(`${EVENT_DATE}T00:00:00Z`).toLocaleDateString("en-ZA", {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });
      expect(customerMail.text).toContain(
        `Chat about this quote on WhatsApp: https://wa.me/27117842250?text=Hi%2C%20my%20quote%20${number}%20for%20${encodeURIComponent(eventDay)}.`,
      );
      expect(customerMail.text).toContain("Total (incl. VAT): R13,462.19");
      expect(customerMail.text).toContain("Delivery costs are not included in this estimate");
      expect(customerMail.attachments).toHaveLength(1);
      const [pdf] = customerMail.attachments;
      expect(pdf?.filename).toBe(quotePdfFileName(number));
      expect(pdf?.contentType).toBe("application/pdf");
      expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const accept = await decide(number, { accessToken: body.accessToken, requestType: "accept" });
      expect(accept.status).toBe(200);
      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(3);
      const decision = parseMail(sink.messages[2]?.raw ?? "");
      expect(sink.messages[2]?.to).toEqual(["sales@example.co.za"]);
      expect(decision.headers.get("subject")).toBe(`Quote ${number} accepted: Thandi <b>Mokoena</b>`);
      expect(decision.text).toContain("Decision: The client accepted this quote.");

      const [lead] = await listLeads(db());
      await expect
        .poll(async () =>
          (await listOutbox(db(), { leadId: lead?.id })).map((row) => `${row.channel}:${row.status}`).sort(),
        )
        .toEqual(["customer_email:sent", "email:sent", "email:sent"]);
    });
  });
});
