// Replays of the inbox's actions: enquiries, the bulk actions, saved views, chat, exports.
import * as chat from "~/routes/admin/chat";
import * as enquiry from "~/routes/admin/enquiry";
import * as inbox from "~/routes/admin/inbox";
import * as inboxExport from "~/routes/admin/inbox-export";
import type { Replays } from "./replay";

const onEnquiry = (id: number, form: Record<string, string>, tables: string[]) => ({
  handler: enquiry.action,
  path: `/admin/inbox/${id}`,
  params: { id: String(id) },
  form,
  tables,
});

export const inboxReplays: Replays = {
  "enquiry.reply": (f) =>
    onEnquiry(
      f.inquiryEnquiryId,
      {
        intent: "reply",
        // A fresh token per post, as the page gives each form (a repeated one is sent once).
        replyToken: `role-matrix-${Math.random().toString(36).slice(2)}`.padEnd(24, "x"),
        subject: "Your safari",
        body: "Thank you for writing: here is what we suggest.",
      },
      ["enquiry_replies", "email_outbox", "enquiries"],
    ),
  "enquiry.whatsapp": (f) =>
    onEnquiry(
      f.inquiryEnquiryId,
      {
        intent: "whatsapp",
        mode: "template",
        replyToken: `role-matrix-${Math.random().toString(36).slice(2)}`.padEnd(24, "x"),
      },
      ["enquiry_replies", "enquiries"],
    ),
  "enquiry.note": (f) =>
    onEnquiry(f.inquiryEnquiryId, { intent: "note", body: "Called back, no answer." }, ["enquiry_notes"]),
  "enquiry.assign": (f) => onEnquiry(f.inquiryEnquiryId, { intent: "assign", ownerId: "" }, ["enquiries"]),
  "enquiry.stage": (f) =>
    onEnquiry(f.inquiryEnquiryId, { intent: "stage", stage: "quoted", seenStage: "new" }, ["enquiries"]),
  "enquiry.close": (f) => onEnquiry(f.inquiryEnquiryId, { intent: "close" }, ["enquiries"]),
  "enquiry.reopen": (f) => onEnquiry(f.inquiryEnquiryId, { intent: "reopen" }, ["enquiries"]),
  "enquiry.phone": (f) => onEnquiry(f.inquiryEnquiryId, { intent: "phone", phone: "+254700000001" }, ["enquiries"]),
  "enquiry.follow-up": (f) => onEnquiry(f.inquiryEnquiryId, { intent: "follow-up", preset: "3" }, ["enquiries"]),
  "enquiry.follow-up-clear": (f) => onEnquiry(f.inquiryEnquiryId, { intent: "follow-up-clear" }, ["enquiries"]),
  "inbox.bulk-assign": (f) => ({
    handler: inbox.action,
    path: "/admin/inbox",
    form: { intent: "assign", ids: String(f.inquiryEnquiryId), owner: "me" },
    tables: ["enquiries"],
  }),
  "inbox.bulk-close": (f) => ({
    handler: inbox.action,
    path: "/admin/inbox",
    form: { intent: "close", ids: String(f.inquiryEnquiryId) },
    tables: ["enquiries"],
  }),
  "inbox.bulk-reopen": (f) => ({
    handler: inbox.action,
    path: "/admin/inbox",
    form: { intent: "reopen", ids: String(f.inquiryEnquiryId) },
    tables: ["enquiries"],
  }),
  "inbox.save-view": () => ({
    handler: inbox.action,
    path: "/admin/inbox",
    form: { intent: "save-view", name: "Mine", query: "owner=me" },
    tables: ["inbox_saved_views"],
  }),
  "inbox.delete-view": () => ({
    handler: inbox.action,
    path: "/admin/inbox",
    form: { intent: "delete-view", viewId: "1" },
    tables: ["inbox_saved_views"],
  }),
  "inbox.export": () => ({ handler: inboxExport.loader, path: "/admin/inbox/export.csv", tables: [] }),
  "chat.reply": (f) => ({
    handler: chat.action,
    path: `/admin/chat?c=${f.chatConversationId}`,
    form: { intent: "reply", conversationId: String(f.chatConversationId), body: "Hello, how can we help?" },
    tables: ["chat_messages", "chat_conversations"],
  }),
  "chat.close": (f) => ({
    handler: chat.action,
    path: `/admin/chat?c=${f.chatConversationId}`,
    form: { intent: "close", conversationId: String(f.chatConversationId) },
    tables: ["chat_conversations"],
  }),
};
