"""The load benchmark itself runs, small: a few tables against a server in a child process,
alone, with the hostile client, and across a SIGKILL restart; actions flow, delays are
measured, honest clients see no error and no game is lost."""

from engine.net import bench


def test_bench_small_run_reports_figures():
    r = bench.run(tables=4, seconds=1.5, think_ms=50, setup_limit=60.0)
    alone, hostile, after = (r["phases"][k] for k in ("alone", "hostile", "after_restart"))
    for ph in (alone, hostile, after):
        assert ph["actions"] > 0 and ph["actions_per_s"] > 0
        assert ph["delay_samples"] > 0
        dm = ph["delay_ms"]
        assert 0 < dm["p50"] <= dm["p95"] <= dm["p99"] <= dm["max"]
        assert ph["server_rss_mb"] > 0
    assert r["hostile"]["flood_sent"] > 0 and r["hostile"]["bot_tables"] > 0
    x = r["restart"]
    assert x["games_lost"] == 0 and x["seats_resumed"] == x["seats_in_game"] > 0
    assert "event=restore tables=" in r["restart"]["log"]
    assert r["errors"] == {}, r["errors"]
    assert r["server_exit"] == 0 and r["server"].endswith("0 withheld")


def test_bench_one_saturated_table_is_not_cut_off_as_a_flooder():
    # one table alone moves far faster than a person; with --saturate the bench lifts the
    # rate limits (CI once saw "rate_limited" on a fast machine)
    r = bench.run(tables=1, seconds=1.5, think_ms=0, saturate=True, hostile=False, restart=False)
    assert r["phases"]["alone"]["actions"] > 0 and r["phases"]["alone"]["games_finished"] >= 1
    assert r["errors"] == {}, r["errors"]
    assert r["server"].endswith("0 withheld")


def test_bench_runs_the_issue_30_attacks():
    r = bench.run(
        tables=2,
        seconds=0.6,
        think_ms=50,
        hostile=False,
        restart=False,
        store=False,
        attacks=bench.ATTACKS,
        warmup=0.6,
    )
    for kind in bench.ATTACKS:
        ph = r["phases"][kind]
        assert ph["actions"] > 0 and ph["server_sockets_peak"] > 0
    assert r["attacks"]["conn_flood"].get("flood_connections", 0) > 0
    assert r["attacks"]["resume_flood"].get("resumes_sent", 0) > 0
    assert r["errors"] == {}, r["errors"]
    assert r["server_exit"] == 0 and r["server"].endswith("0 withheld")
