"""The circuit breaker on a fake clock: opens after N failures, lets one trial through after the cooldown."""

from __future__ import annotations

from answer.llm.breaker import CircuitBreaker


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_breaker_recovers_after_the_cooldown():
    clock = FakeClock()
    breaker = CircuitBreaker(failures=2, cooldown_s=30, clock=clock)
    breaker.record_failure()
    assert breaker.allow()
    breaker.record_failure()
    assert not breaker.allow()
    clock.now += 29.9
    assert not breaker.allow()
    clock.now += 0.2
    assert breaker.allow()  # the trial request
    assert not breaker.allow()  # only one: the others wait for its outcome
    breaker.record_success()
    assert breaker.allow() and breaker.allow()  # closed again: every request


def test_a_failed_trial_opens_the_breaker_for_another_cooldown():
    clock = FakeClock()
    breaker = CircuitBreaker(failures=1, cooldown_s=10, clock=clock)
    breaker.record_failure()
    clock.now += 10
    assert breaker.allow()
    breaker.record_failure()
    assert not breaker.allow()
    clock.now += 10
    assert breaker.allow()
