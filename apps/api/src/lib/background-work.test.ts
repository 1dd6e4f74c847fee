// Background work: a task runs without the caller waiting for it, a failure is logged instead of thrown, and idle
// waits for every task handed over, even one started by another task.
import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

describe('background work', () => {
  it('runs tasks without waiting, logs a failure with its context, and idles once all are done', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const work = createBackgroundWork({ error: (obj, msg) => logged.push({ obj, msg }) });
    const done: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    work.run('slow failed', {}, async () => {
      await gate;
      done.push('slow');
      // A task handed over by a task is waited for too.
      work.run('nested failed', {}, async () => {
        done.push('nested');
      });
    });
    work.run('broken', { question_id: 7 }, async () => {
      throw new Error('mail server down');
    });
    expect(done).toEqual([]);
    const idle = work.idle();
    release();
    await idle;
    expect(done).toEqual(['slow', 'nested']);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toBe('broken');
    expect(logged[0]!.obj).toMatchObject({ question_id: 7, err: expect.objectContaining({ message: 'mail server down' }) });
  });
});
