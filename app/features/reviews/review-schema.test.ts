import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { REVIEW_FORM_LIMITS } from "./review-form";
import { createReviewSchema, REVIEW_LIMITS } from "./review-schema";

const valid = { name: "Amina Otieno", email: "amina@example.com", rating: "5", comment: "A wonderful week." };

function errorsFor(values: Record<string, unknown>) {
  const result = createReviewSchema().safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("the review form's rules", () => {
  it("accepts a complete review and cleans it", () => {
    const result = createReviewSchema().safeParse({
      name: "  Amina\tOtieno ",
      email: " amina@example.com ",
      rating: "4",
      comment: "  Line one\r\nLine two  ",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Amina Otieno",
      email: "amina@example.com",
      rating: 4,
      comment: "Line one\nLine two",
    });
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "   ", "Name is required"],
    ["name", undefined, "Name is required"],
    ["name", "x".repeat(REVIEW_LIMITS.name + 1), `Please use at most ${REVIEW_LIMITS.name} characters`],
    ["email", "", "Invalid email address"],
    ["email", undefined, "Invalid email address"],
    ["email", "amina", "Invalid email address"],
    ["email", "amina@", "Invalid email address"],
    ["email", "@example.com", "Invalid email address"],
    ["email", "amina otieno@example.com", "Invalid email address"],
    ["email", `${"a".repeat(250)}@example.com`, `Please use at most ${REVIEW_LIMITS.email} characters`],
    ["rating", "", "Please select a rating before submitting your review."],
    ["rating", undefined, "Please select a rating before submitting your review."],
    ["rating", "0", "Please select a rating before submitting your review."],
    ["rating", "6", "Please select a rating before submitting your review."],
    ["rating", "4.5", "Please select a rating before submitting your review."],
    ["rating", "five", "Please select a rating before submitting your review."],
    ["comment", "", "Review comment is required"],
    ["comment", " \n ", "Review comment is required"],
    ["comment", undefined, "Review comment is required"],
    ["comment", "x".repeat(REVIEW_LIMITS.comment + 1), `Please use at most ${REVIEW_LIMITS.comment} characters`],
  ])("%s = %j: %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts every whole rating from 1 to 5 and the longest allowed texts", () => {
    for (const rating of ["1", "2", "3", "4", "5"]) expect(errorsFor({ ...valid, rating })).toEqual({});
    expect(
      errorsFor({
        ...valid,
        name: "x".repeat(REVIEW_LIMITS.name),
        comment: "x".repeat(REVIEW_LIMITS.comment),
      }),
    ).toEqual({});
  });

  it("reports every missing field at once", () => {
    expect(errorsFor({})).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      rating: "Please select a rating before submitting your review.",
      comment: "Review comment is required",
    });
  });

  it("keeps markup as the text it is", () => {
    const comment = '<script>alert("x")</script><img src=x onerror="alert(1)">';
    const result = createReviewSchema().safeParse({ ...valid, comment });
    expect(result.data?.comment).toBe(comment);
  });

  it("gives the form's inputs the schema's maximum lengths", () => {
    expect(REVIEW_FORM_LIMITS).toEqual({
      name: REVIEW_LIMITS.name,
      email: REVIEW_LIMITS.email,
      comment: REVIEW_LIMITS.comment,
    });
  });
});
