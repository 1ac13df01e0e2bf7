import { describe, expect, it } from "vitest";
import {
  forgotPasswordSchema,
  formValues,
  parseAuthForm,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./auth.schemas";

describe("sign-in form", () => {
  it("needs an e-mail address and a password", () => {
    expect(parseAuthForm(signInSchema, {})).toEqual({
      ok: false,
      fieldErrors: { email: "Email is required.", password: "Password is required." },
    });
    expect(parseAuthForm(signInSchema, { email: "not-mail", password: "x" })).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address." },
    });
    expect(parseAuthForm(signInSchema, { email: " Ann@Example.ORG ", password: "x" })).toEqual({
      ok: true,
      data: { email: "ann@example.org", password: "x" },
    });
  });
});

describe("sign-up form", () => {
  it("needs a full name, an e-mail address and a password of at least 6 characters", () => {
    expect(parseAuthForm(signUpSchema, { name: " ", email: "", password: "12345" })).toEqual({
      ok: false,
      fieldErrors: {
        name: "Full name is required.",
        email: "Email is required.",
        password: "Password must be at least 6 characters long.",
      },
    });
    expect(parseAuthForm(signUpSchema, { name: " Ann Author ", email: "ann@example.org", password: "123456" })).toEqual(
      {
        ok: true,
        data: { name: "Ann Author", email: "ann@example.org", password: "123456" },
      },
    );
  });
});

describe("forgot password form", () => {
  it("needs the e-mail address", () => {
    expect(parseAuthForm(forgotPasswordSchema, { email: "" })).toEqual({
      ok: false,
      fieldErrors: { email: "Email is required." },
    });
  });
});

describe("reset password form", () => {
  it("needs both fields, at least 6 characters, the same", () => {
    expect(
      parseAuthForm(resetPasswordSchema, { token: "t", password: "12345", confirmPassword: "12345" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { password: "Password must be at least 6 characters long." },
    });
    expect(parseAuthForm(resetPasswordSchema, { token: "t", password: "123456", confirmPassword: "654321" })).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: "Please ensure both passwords are the same." },
    });
    expect(parseAuthForm(resetPasswordSchema, { token: "t", password: "123456", confirmPassword: "123456" })).toEqual({
      ok: true,
      data: { token: "t", password: "123456", confirmPassword: "123456" },
    });
  });
});

describe("formValues", () => {
  it("reads text fields and ignores files", () => {
    const form = new FormData();
    form.set("email", "a@b.org");
    form.set("file", new Blob(["x"]), "x.txt");
    expect(formValues(form, ["email", "file", "missing"])).toEqual({
      email: "a@b.org",
      file: undefined,
      missing: undefined,
    });
  });
});
