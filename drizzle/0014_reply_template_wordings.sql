CREATE TABLE "reply_template_wordings" (
	"template_id" integer NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_template_wordings_template_id_locale_pk" PRIMARY KEY("template_id","locale"),
	CONSTRAINT "reply_template_wordings_locale" CHECK ("reply_template_wordings"."locale" in ('de', 'fr', 'it', 'es')),
	CONSTRAINT "reply_template_wordings_subject_length" CHECK (char_length("reply_template_wordings"."subject") between 1 and 200),
	CONSTRAINT "reply_template_wordings_body_length" CHECK (char_length("reply_template_wordings"."body") between 1 and 20000)
);
--> statement-breakpoint
ALTER TABLE "reply_template_wordings" ADD CONSTRAINT "reply_template_wordings_template_id_reply_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The starting templates in the other languages the site speaks, for sites whose English templates are still
-- the ones 0004 put there word for word (a template staff have rewritten gets no wording it would not match).
WITH "originals" ("name", "subject", "body") AS (VALUES
  ('Thank you, we are on it', 'Your safari enquiry {reference}', E'Dear {first_name},\n\nThank you for writing to Heartbeest Safari about {package}. I am looking after your enquiry and will come back to you with a full proposal shortly.\n\nIf anything about your dates or party changes in the meantime, simply reply to this e-mail.\n\nWarm regards,\n{staff_name}\nHeartbeest Safari'),
  ('Your quote', 'Your quote for {package} ({reference})', E'Dear {first_name},\n\nThank you for your interest in {package}. For your party the total comes to {quote}, with a deposit of {deposit} to confirm.\n\nThe price includes everything listed on the package page. Reply to this e-mail with any questions, or let me know when you would like to go ahead.\n\nWarm regards,\n{staff_name}\nHeartbeest Safari'),
  ('Deposit received', 'Deposit received for {reference}', E'Dear {first_name},\n\nThank you: we have received your deposit for {package}, and your safari is reserved. Your trip page has the itinerary, your payments and the balance due.\n\nWarm regards,\n{staff_name}\nHeartbeest Safari')
), "wordings" ("name", "locale", "subject", "body") AS (VALUES
  ('Thank you, we are on it', 'de', 'Ihre Safari-Anfrage {reference}', E'Guten Tag {name},\n\nvielen Dank für Ihre Nachricht an Heartbeest Safari zu {package}. Ich kümmere mich um Ihre Anfrage und melde mich in Kürze mit einem vollständigen Angebot bei Ihnen.\n\nSollte sich an Ihren Reisedaten oder Ihrer Reisegruppe in der Zwischenzeit etwas ändern, antworten Sie einfach auf diese E-Mail.\n\nHerzliche Grüße\n{staff_name}\nHeartbeest Safari'),
  ('Thank you, we are on it', 'fr', 'Votre demande de safari {reference}', E'Bonjour {name},\n\nMerci d’avoir écrit à Heartbeest Safari au sujet de {package}. Je m’occupe de votre demande et reviendrai vers vous très bientôt avec une proposition complète.\n\nSi vos dates ou votre groupe changent d’ici là, répondez simplement à cet e-mail.\n\nBien cordialement,\n{staff_name}\nHeartbeest Safari'),
  ('Thank you, we are on it', 'it', 'La sua richiesta di safari {reference}', E'Gentile {name},\n\ngrazie per aver scritto a Heartbeest Safari riguardo a {package}. Mi occupo io della sua richiesta e le invierò a breve una proposta completa.\n\nSe nel frattempo le date o il gruppo di viaggio dovessero cambiare, risponda semplicemente a questa e-mail.\n\nCordiali saluti,\n{staff_name}\nHeartbeest Safari'),
  ('Thank you, we are on it', 'es', 'Su consulta de safari {reference}', E'Hola, {name}:\n\nGracias por escribir a Heartbeest Safari sobre {package}. Me ocupo de su consulta y le enviaré en breve una propuesta completa.\n\nSi mientras tanto cambian sus fechas o su grupo, basta con responder a este correo.\n\nUn cordial saludo,\n{staff_name}\nHeartbeest Safari'),
  ('Your quote', 'de', 'Ihr Angebot für {package} ({reference})', E'Guten Tag {name},\n\nvielen Dank für Ihr Interesse an {package}. Für Ihre Reisegruppe beträgt der Gesamtpreis {quote}; zur Bestätigung ist eine Anzahlung von {deposit} fällig.\n\nDer Preis umfasst alle Leistungen, die auf der Seite der Reise aufgeführt sind. Antworten Sie bei Fragen einfach auf diese E-Mail, oder sagen Sie mir Bescheid, wenn Sie buchen möchten.\n\nHerzliche Grüße\n{staff_name}\nHeartbeest Safari'),
  ('Your quote', 'fr', 'Votre devis pour {package} ({reference})', E'Bonjour {name},\n\nMerci de votre intérêt pour {package}. Pour votre groupe, le total s’élève à {quote}, avec un acompte de {deposit} pour confirmer.\n\nLe prix comprend tout ce qui figure sur la page du circuit. Répondez à cet e-mail pour toute question, ou dites-moi quand vous souhaitez réserver.\n\nBien cordialement,\n{staff_name}\nHeartbeest Safari'),
  ('Your quote', 'it', 'Il suo preventivo per {package} ({reference})', E'Gentile {name},\n\ngrazie per l’interesse per {package}. Per il suo gruppo il totale è di {quote}, con un acconto di {deposit} per confermare.\n\nIl prezzo comprende tutto ciò che è indicato nella pagina del viaggio. Per qualsiasi domanda risponda a questa e-mail, oppure mi faccia sapere quando desidera procedere.\n\nCordiali saluti,\n{staff_name}\nHeartbeest Safari'),
  ('Your quote', 'es', 'Su presupuesto para {package} ({reference})', E'Hola, {name}:\n\nGracias por su interés en {package}. Para su grupo, el total es de {quote}, con un depósito de {deposit} para confirmar.\n\nEl precio incluye todo lo indicado en la página del viaje. Responda a este correo con cualquier pregunta o indíqueme cuándo desea seguir adelante.\n\nUn cordial saludo,\n{staff_name}\nHeartbeest Safari'),
  ('Deposit received', 'de', 'Anzahlung für {reference} erhalten', E'Guten Tag {name},\n\nvielen Dank: Ihre Anzahlung für {package} ist bei uns eingegangen, und Ihre Safari ist reserviert. Auf Ihrer Reiseseite finden Sie den Reiseverlauf, Ihre Zahlungen und den fälligen Restbetrag.\n\nHerzliche Grüße\n{staff_name}\nHeartbeest Safari'),
  ('Deposit received', 'fr', 'Acompte reçu pour {reference}', E'Bonjour {name},\n\nMerci, nous avons bien reçu votre acompte pour {package} et votre safari est réservé. Votre page de voyage présente l’itinéraire, vos paiements et le solde à régler.\n\nBien cordialement,\n{staff_name}\nHeartbeest Safari'),
  ('Deposit received', 'it', 'Acconto ricevuto per {reference}', E'Gentile {name},\n\ngrazie: abbiamo ricevuto il suo acconto per {package} e il suo safari è prenotato. Nella pagina del suo viaggio trova l’itinerario, i pagamenti e il saldo da versare.\n\nCordiali saluti,\n{staff_name}\nHeartbeest Safari'),
  ('Deposit received', 'es', 'Depósito recibido para {reference}', E'Hola, {name}:\n\nGracias: hemos recibido su depósito para {package} y su safari está reservado. En la página de su viaje encontrará el itinerario, sus pagos y el saldo pendiente.\n\nUn cordial saludo,\n{staff_name}\nHeartbeest Safari')
)
INSERT INTO "reply_template_wordings" ("template_id", "locale", "subject", "body")
SELECT t."id", w."locale", w."subject", w."body"
FROM "reply_templates" t
JOIN "originals" o ON o."name" = t."name" AND o."subject" = t."subject" AND o."body" = t."body"
JOIN "wordings" w ON w."name" = t."name";
