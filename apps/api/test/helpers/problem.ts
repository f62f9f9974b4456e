import { ZProblem, type TErrorCode, type TProblem } from "@planready/contracts/errors";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * Asserts the one error model: RFC 9457 problem+json with the expected status and stable code, and the
 * request id of the response. Returns the parsed problem for further checks.
 */
export function expectProblem(response: LightMyRequestResponse, status: number, code: TErrorCode): TProblem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const problem = ZProblem.parse(response.json());
  expect(problem.code).toBe(code);
  expect(problem.status).toBe(status);
  expect(problem.requestId).toBeTruthy();
  expect(problem.requestId).toBe(response.headers["x-request-id"]);
  return problem;
}
