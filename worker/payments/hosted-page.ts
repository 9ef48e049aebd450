// The sandbox payment gateway's hosted pages, served by the worker outside the site prefixes (DESIGN decision 6).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const sandboxGatewayPages = new Hono<AppEnv>();
