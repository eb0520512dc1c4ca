/* One library at one size: plan (cold, then warm), check against FFTW,
 * time rounds of back-to-back launches, and turn the best round into a
 * result row. */
#ifndef BENCH_MEASURE_H
#define BENCH_MEASURE_H

#include "bench_options.h"
#include "bench_report.h"
#include "peer.h"

/* One library at one size between its preparation and its result. */
typedef struct timed_peer {
    const peer *p;
    void *h;            /* NULL once it has failed */
    int iters;          /* launches per round */
    double best;        /* best seconds per launch so far */
    bench_result *r;
} timed_peer;

/* Plans (cold, then warm), checks the result against FFTW, sizes the rounds;
 * leaves t->h NULL and t->r->status set when any of that fails. */
void measure_prepare(timed_peer *t, const peer_env *env, const peer_plan_request *req,
                     const bench_options *opts);
/* One timed round of a prepared library; on failure it drops out. */
void measure_round(timed_peer *t, const peer_env *env);
/* Releases the plan and fills t->r from the best round. */
void measure_finish(timed_peer *t, const peer_plan_request *req, const bench_options *opts);

#endif
