import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.server";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`Expected ${JSON.stringify(env)} to be refused`);
}

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`Expected ${JSON.stringify(env)} to be refused`);
}

describe("loadConfig", () => {
  it("runs with no configuration at all: embedded database, sample content, port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      DATABASE_POOL_SIZE: 10,
      SEED_ON_START: true,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      SHUTDOWN_GRACE_MS: 5_000,
      STAFF_EMAIL: "reservations@heartbeest-safari.example",
      YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3",
    });
    for (const optional of [
      "DATABASE_URL",
      "AUTH_SECRET",
      "ADMIN_EMAIL",
      "ADMIN_PASSWORD",
      "SMTP_URL",
      "YOUTUBE_API_KEY",
      "YOUTUBE_CHANNEL_ID",
    ] as const) {
      expect(config[optional], optional).toBeUndefined();
    }
  });

  it("reads a full production configuration", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://www.heartbeest-safari.example/",
      DATA_DIR: "/var/lib/heartbeest",
      DATABASE_URL: "postgres://app:pw@db.internal:5432/heartbeest",
      DATABASE_POOL_SIZE: "20",
      SEED_ON_START: "false",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      SHUTDOWN_TIMEOUT_MS: "25000",
      AUTH_SECRET: "x".repeat(32),
      ADMIN_EMAIL: "owner@heartbeest-safari.example",
      ADMIN_PASSWORD: "correct horse battery",
      SMTP_URL: "smtps://mailer:pw@smtp.example:465",
    });
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 8080,
      HOST: "127.0.0.1",
      SITE_URL: "https://www.heartbeest-safari.example",
      DATABASE_URL: "postgres://app:pw@db.internal:5432/heartbeest",
      DATABASE_POOL_SIZE: 20,
      SEED_ON_START: false,
      LOG_LEVEL: "warn",
      TRUST_PROXY: true,
      SHUTDOWN_TIMEOUT_MS: 25_000,
      ADMIN_EMAIL: "owner@heartbeest-safari.example",
    });
  });

  it("treats an empty optional variable as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SEED_ON_START: "", TRUST_PROXY: "", SMTP_URL: "", AUTH_SECRET: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_ON_START).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ])("reads the flag value %j as %s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
    expect(loadConfig({ SEED_ON_START: value }).SEED_ON_START).toBe(expected);
  });

  it("accepts postgresql:// as well as postgres://", () => {
    expect(loadConfig({ DATABASE_URL: "postgresql://db/app" }).DATABASE_URL).toBe("postgresql://db/app");
  });

  it.each([
    ["PORT", "abc", "must be a number"],
    ["PORT", "0", "between 1 and 65535"],
    ["PORT", "65536", "between 1 and 65535"],
    ["PORT", "80.5", "whole number"],
    ["DATABASE_URL", "mysql://db/app", "postgres://"],
    ["DATABASE_URL", "not a url", "URL"],
    ["SMTP_URL", "http://mail.example", "smtp://"],
    ["SITE_URL", "www.example.com", "URL"],
    ["LOG_LEVEL", "loud", "warn"],
    ["NODE_ENV", "staging", "production"],
    ["TRUST_PROXY", "perhaps", "true or false"],
    ["SEED_ON_START", "always", "true or false"],
    ["SHUTDOWN_TIMEOUT_MS", "-1", ""],
    ["SHUTDOWN_GRACE_MS", "-1", ""],
    ["DATABASE_POOL_SIZE", "0", ""],
    ["STAFF_EMAIL", "reservations", "e-mail address"],
    ["YOUTUBE_API_BASE_URL", "googleapis", "URL"],
    ["AUTH_SECRET", "short", "at least 32 characters"],
  ])("refuses %s=%j and says why", (name, value, reason) => {
    const problems = problemsOf({ [name]: value });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.startsWith(`${name}=`), problem).toBe(true);
    expect(problems.join("\n")).toContain(reason);
  });

  it("lists every bad variable at once", () => {
    const problems = problemsOf({ PORT: "abc", LOG_LEVEL: "loud", DATABASE_URL: "mysql://db/app" });
    expect(problems.map((problem) => problem.split("=")[0]).sort()).toEqual(["DATABASE_URL", "LOG_LEVEL", "PORT"]);
    const message = messageOf({ PORT: "abc", LOG_LEVEL: "loud" });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain("PORT");
    expect(message).toContain("LOG_LEVEL");
  });

  it("needs the first admin's e-mail and password together, and valid", () => {
    expect(messageOf({ ADMIN_EMAIL: "owner@heartbeest-safari.example" })).toContain("ADMIN_PASSWORD");
    expect(messageOf({ ADMIN_PASSWORD: "correct horse battery" })).toContain("ADMIN_EMAIL");
    const problems = problemsOf({ ADMIN_EMAIL: "owner", ADMIN_PASSWORD: "short" });
    expect(problems.some((problem) => problem.startsWith("ADMIN_EMAIL="))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("ADMIN_PASSWORD="))).toBe(true);
  });

  describe("the object store for uploads", () => {
    const keys = { MEDIA_S3_ACCESS_KEY_ID: "AKIAEXAMPLE", MEDIA_S3_SECRET_ACCESS_KEY: "s3-secret-never-shown" };

    it("is off by default: uploads stay on local disk", () => {
      const config = loadConfig({});
      expect(config.MEDIA_S3_BUCKET).toBeUndefined();
      expect(config.MEDIA_S3_REGION).toBe("us-east-1");
    });

    it("reads a bucket with its keys, endpoint, region and prefix", () => {
      const config = loadConfig({
        MEDIA_S3_BUCKET: "heartbeest-media",
        MEDIA_S3_ENDPOINT: "https://account.r2.cloudflarestorage.com/",
        MEDIA_S3_REGION: "auto",
        MEDIA_S3_PREFIX: "sites/heartbeest",
        ...keys,
      });
      expect(config).toMatchObject({
        MEDIA_S3_BUCKET: "heartbeest-media",
        MEDIA_S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
        MEDIA_S3_REGION: "auto",
        MEDIA_S3_PREFIX: "sites/heartbeest/",
      });
    });

    it("needs both keys with the bucket, and says which are missing", () => {
      expect(problemsOf({ MEDIA_S3_BUCKET: "heartbeest-media" })).toEqual([
        "MEDIA_S3_BUCKET is set, so MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set too",
      ]);
      expect(problemsOf({ MEDIA_S3_BUCKET: "heartbeest-media", MEDIA_S3_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toEqual([
        "MEDIA_S3_BUCKET is set, so MEDIA_S3_SECRET_ACCESS_KEY must be set too",
      ]);
    });

    it("refuses settings without a bucket, which would quietly keep uploads on one server's disk", () => {
      const [problem] = problemsOf({ MEDIA_S3_ENDPOINT: "http://minio.internal:9000", ...keys });
      expect(problem).toContain("MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY are set");
      expect(problem).toContain("MEDIA_S3_BUCKET is not");
      expect(problem).not.toContain("s3-secret-never-shown");
      expect(problemsOf({ MEDIA_S3_REGION: "eu-west-1" })[0]).toMatch(/^MEDIA_S3_REGION is set but MEDIA_S3_BUCKET/);
      // Empty values are unset, as everywhere.
      expect(
        loadConfig({ MEDIA_S3_BUCKET: "", MEDIA_S3_ENDPOINT: "", MEDIA_S3_SECRET_ACCESS_KEY: "" }).MEDIA_S3_BUCKET,
      ).toBe(undefined);
    });

    it.each([
      ["MEDIA_S3_BUCKET", "Heartbeest_Media"],
      ["MEDIA_S3_BUCKET", "ab"],
      ["MEDIA_S3_ENDPOINT", "minio.internal:9000"],
      ["MEDIA_S3_ENDPOINT", "ftp://minio.internal"],
      ["MEDIA_S3_REGION", "EU West"],
      ["MEDIA_S3_PREFIX", "/absolute"],
      ["MEDIA_S3_PREFIX", "up/../out"],
      ["MEDIA_S3_PREFIX", "two//slashes"],
    ])("refuses %s=%j", (name, value) => {
      const problems = problemsOf({ MEDIA_S3_BUCKET: "heartbeest-media", ...keys, [name]: value });
      expect(problems.some((problem) => problem.startsWith(`${name}=`))).toBe(true);
    });

    it("never repeats the secret key", () => {
      for (const env of [
        { MEDIA_S3_BUCKET: "Bad Bucket", ...keys },
        { MEDIA_S3_PREFIX: "/x", ...keys },
      ]) {
        expect(messageOf(env)).not.toContain("s3-secret-never-shown");
      }
    });
  });

  describe("never repeats a secret in its messages", () => {
    it.each([
      ["AUTH_SECRET", "too-short-but-secret"],
      ["ADMIN_PASSWORD", "hunter2"],
    ])("%s", (name, secret) => {
      const env: Record<string, string> = { [name]: secret };
      if (name === "ADMIN_PASSWORD") env.ADMIN_EMAIL = "owner@heartbeest-safari.example";
      const message = messageOf(env);
      expect(message).toContain(name);
      expect(message).not.toContain(secret);
    });

    it.each([
      ["DATABASE_URL", "mysql://app:Pa55-word-db@db.internal/app"],
      ["SMTP_URL", "http://mailer:Pa55-word-mail@smtp.example"],
    ])("the password inside a refused %s", (name, value) => {
      const message = messageOf({ [name]: value });
      expect(message).toContain(name);
      expect(message).not.toMatch(/Pa55-word/);
    });
  });
});
