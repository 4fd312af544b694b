// Every table of the product, one file per domain.
export * from "./auth";
export * from "./bookings";
export * from "./chat";
export * from "./destinations";
export * from "./discounts";
export * from "./enquiries";
export * from "./galleries";
export * from "./hotels";
export * from "./inquiries";
export * from "./operations";
export * from "./parks";
export * from "./payments";
export * from "./rates";
export * from "./reviews";
export * from "./safaris";
export * from "./translations";
export * from "./videos";
