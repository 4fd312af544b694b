// Sample guest reviews: mostly published (spread over the last eighteen months) and a few still
// waiting for a member of staff. Each names what it reviews by slug; the seed resolves the ids.

export type SampleReviewSubject =
  | { type: "company" }
  | { type: "safari"; slug: string }
  | { type: "hotel"; slug: string }
  | { type: "destination"; slug: string };

export interface SampleReview {
  userName: string;
  email: string;
  rating: number;
  comment: string;
  subject: SampleReviewSubject;
  status: "published" | "pending";
  /** Days before seeding the review was written; published ones went live a day or two later. */
  writtenDaysAgo: number;
}

export const sampleReviews: SampleReview[] = [
  {
    userName: "Sarah Mitchell",
    email: "sarah.mitchell@example.co.uk",
    rating: 5,
    comment:
      "We saw three river crossings in two days and our guide Joseph always had us in position long before the other vehicles arrived. Mara Riverbend Camp was wonderful: falling asleep to hippos will stay with me for ever.",
    subject: { type: "safari", slug: "great-migration-safari" },
    status: "published",
    writtenDaysAgo: 8,
  },
  {
    userName: "Hiroshi Tanaka",
    email: "h.tanaka@example.jp",
    rating: 5,
    comment:
      "Everything was organised perfectly, from the airport pick-up to the last drive. The team answered every e-mail within a day and changed our itinerary when my wife wanted an extra night in Amboseli.",
    subject: { type: "company" },
    status: "published",
    writtenDaysAgo: 23,
  },
  {
    userName: "Amara Okafor",
    email: "amara.okafor@example.ng",
    rating: 4,
    comment:
      "Beautiful lodge with the best view of Kilimanjaro we could have asked for. The food was excellent; the Wi-Fi only worked in the lounge, which honestly was no bad thing.",
    subject: { type: "hotel", slug: "kilima-view-lodge" },
    status: "published",
    writtenDaysAgo: 47,
  },
  {
    userName: "Lukas Becker",
    email: "lukas.becker@example.de",
    rating: 5,
    comment:
      "The crater floor at 6.30 in the morning, with nobody else around and a black rhino walking across the road in front of us. Our guide Baraka knew every animal and every bird by name.",
    subject: { type: "destination", slug: "ngorongoro" },
    status: "published",
    writtenDaysAgo: 72,
  },
  {
    userName: "Priya Raman",
    email: "priya.raman@example.in",
    rating: 5,
    comment:
      "Our honeymoon was perfect. The bush dinner under the stars was the most romantic evening of our lives, and the beach house on Zanzibar was exactly the quiet ending we wanted.",
    subject: { type: "safari", slug: "luxury-honeymoon-safari" },
    status: "published",
    writtenDaysAgo: 100,
  },
  {
    userName: "Camille Dubois",
    email: "camille.dubois@example.fr",
    rating: 3,
    comment:
      "The wildlife was extraordinary, but the drive from Amboseli to Lake Nakuru was very long for one day. I would recommend an extra night or flying that leg. The guide was excellent and very patient with our children.",
    subject: { type: "safari", slug: "kenya-classic-safari" },
    status: "published",
    writtenDaysAgo: 132,
  },
  {
    userName: "Wanjiru Kamau",
    email: "wanjiru.kamau@example.co.ke",
    rating: 5,
    comment:
      "We booked the Amboseli weekend as a family from Nairobi and it was worth every shilling. Our kids saw more than fifty elephants on the first afternoon. Fair resident rates and a very professional team.",
    subject: { type: "safari", slug: "amboseli-and-kilimanjaro-getaway" },
    status: "published",
    writtenDaysAgo: 162,
  },
  {
    userName: "James and Olivia Carter",
    email: "carters.travel@example.com.au",
    rating: 4,
    comment:
      "Samburu felt like a completely different country from the Mara, hot, red and wild. We saw all of the Special Five. Ewaso River Camp was simple but comfortable, and the Samburu guides were superb.",
    subject: { type: "destination", slug: "samburu" },
    status: "published",
    writtenDaysAgo: 197,
  },
  {
    userName: "Sofia Rossi",
    email: "sofia.rossi@example.it",
    rating: 5,
    comment:
      "Four days in the Mara and we saw lions every single day, a leopard in a tree and a cheetah with three cubs. Daniel, our guide, was funny, patient and knew exactly where to go.",
    subject: { type: "safari", slug: "maasai-mara-explorer" },
    status: "published",
    writtenDaysAgo: 232,
  },
  {
    userName: "Anders Nilsson",
    email: "anders.nilsson@example.se",
    rating: 4,
    comment:
      "A great mix of bush and beach. Tsavo was empty and wild, and the dolphins at Kisite were a highlight. The Diani hotel was fine, if a little large for our taste.",
    subject: { type: "safari", slug: "tsavo-to-diani-bush-and-beach" },
    status: "published",
    writtenDaysAgo: 272,
  },
  {
    userName: "Thandiwe Nkosi",
    email: "thandiwe.nkosi@example.co.za",
    rating: 5,
    comment:
      "I have been on safari many times at home in South Africa, and this was something else. Heartbeest's attention to detail, from the cool towels to the picnic spots, made the trip.",
    subject: { type: "company" },
    status: "published",
    writtenDaysAgo: 312,
  },
  {
    userName: "Mateo García",
    email: "mateo.garcia@example.es",
    rating: 3,
    comment:
      "The Serengeti was magnificent but the herds had moved further than expected, so we spent a lot of time driving to find them. The camp staff were wonderful and the guide did his best.",
    subject: { type: "safari", slug: "kenya-and-tanzania-highlights" },
    status: "published",
    writtenDaysAgo: 362,
  },
  {
    userName: "Emily Walsh",
    email: "emily.walsh@example.ie",
    rating: 5,
    comment:
      "Ngorongoro Rim Lodge has the best view I have ever woken up to. The fire in the room every evening was a lovely touch at that altitude.",
    subject: { type: "hotel", slug: "ngorongoro-rim-lodge" },
    status: "published",
    writtenDaysAgo: 425,
  },
  {
    userName: "Daniel Levi",
    email: "daniel.levi@example.co.il",
    rating: 4,
    comment:
      "Lake Nakuru surprised us: eight rhinos in one afternoon and thousands of flamingos. It deserves more than the one night most itineraries give it.",
    subject: { type: "destination", slug: "lake-nakuru" },
    status: "published",
    writtenDaysAgo: 505,
  },
  {
    userName: "Chloé Martin",
    email: "chloe.martin@example.ca",
    rating: 5,
    comment:
      "We have just come back from the Great Migration Safari. The planning team helped us choose the right weeks and we saw two crossings. Thank you all!",
    subject: { type: "safari", slug: "great-migration-safari" },
    status: "pending",
    writtenDaysAgo: 1,
  },
  {
    userName: "Fatima Al-Sayed",
    email: "fatima.alsayed@example.ae",
    rating: 4,
    comment:
      "Lovely stay at Coral Rag Beach House. The sea was a little rough during our visit but the staff arranged a trip to Stone Town instead.",
    subject: { type: "hotel", slug: "coral-rag-beach-house" },
    status: "pending",
    writtenDaysAgo: 2,
  },
  {
    userName: "Ji-woo Park",
    email: "jiwoo.park@example.kr",
    rating: 5,
    comment: "Our first safari and it was perfect. We would love to come back for Tanzania next year.",
    subject: { type: "company" },
    status: "pending",
    writtenDaysAgo: 4,
  },
];
