//! The CPU benchmarks in a short mode: each runs a couple of measured frames
//! and must print its figures. Nothing is asserted about the figures
//! themselves (benchmarks, not timed tests).

use std::process::Command;

/// Runs a benchmark binary and returns what it printed.
fn run(bin: &str, args: &[&str]) -> String {
    let out = Command::new(bin).args(args).output().expect("running a benchmark");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{bin} {args:?}: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
fn stream_upload_prints_every_threads_cpu_per_batch_in_each_mode() {
    for mode in [
        "vb",
        "ib",
        "up",
        "indexed-up",
        "up-lines",
        "vb-lines",
        "texture",
        "video",
    ] {
        let out = run(env!("CARGO_BIN_EXE_stream_upload"), &[mode, "2"]);
        for figure in [
            "application thread",
            "wgd3d9-encoder",
            "wgd3d9-submit",
            "driver rasteriser",
            "other threads",
            "whole process",
            "wall time",
        ] {
            assert!(out.contains(figure), "{mode}: no {figure} in {out}");
        }
    }
}

#[test]
fn api_call_cost_and_busy_frame_print_their_figures() {
    let out = run(env!("CARGO_BIN_EXE_api_call_cost"), &["2"]);
    assert!(out.contains("SetTexture + SetRenderState + DrawPrimitive"), "{out}");
    // The churn loop's figures, then the matrix loop's, each after its title.
    let after = |title: &str| out.split(title).nth(1).unwrap_or_default().to_string();
    let (churn, matrix) = (after("churn loop"), after("matrix loop"));
    let churn = churn.split("matrix loop").next().unwrap_or_default();
    for figure in [
        "wgd3d9-encoder",
        "driver rasteriser",
        "other threads",
        "whole process",
        "wall time per draw",
    ] {
        assert!(churn.contains(figure), "api_call_cost: no churn loop {figure} in {out}");
        assert!(
            matrix.contains(figure),
            "api_call_cost: no matrix loop {figure} in {out}"
        );
    }
    let out = run(env!("CARGO_BIN_EXE_busy_frame"), &["2"]);
    for key in [
        "cpu_ns_per_draw=",
        "encoder_ms_per_frame=",
        "raster_ns_per_draw=",
        "other_ns_per_draw=",
        "process_ns_per_draw=",
    ] {
        assert!(out.contains(key), "busy_frame: no {key} in {out}");
    }
}
