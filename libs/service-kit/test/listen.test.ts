import { expect, test } from '@jest/globals';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { listen } from '../src/listen';

test('when the port is already taken, listen rejects with the real error instead of hanging or crashing later', async () => {
  const first = await listen(express(), 0, '127.0.0.1');
  const { port } = first.address() as AddressInfo;
  await expect(listen(express(), port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  await new Promise((r) => first.close(r));
});
