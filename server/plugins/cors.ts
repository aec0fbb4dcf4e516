import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { csrfNames } from "../../common/enquiry.ts";
import { proofOfWorkHeader } from "../../common/proof-of-work.ts";
import type { Config } from "../config.ts";

export const corsPolicy = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const allowed = new Set(config.ALLOWED_ORIGINS);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ["POST"],
      allowedHeaders: ["Content-Type", csrfNames.header, proofOfWorkHeader],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: "cors-policy" },
);
