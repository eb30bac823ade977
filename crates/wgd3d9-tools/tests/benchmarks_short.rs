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
    for figure in [
        "churn loop",
        "wgd3d9-encoder",
        "driver rasteriser",
        "other threads",
        "whole process",
        "wall time per draw",
    ] {
        assert!(out.contains(figure), "api_call_cost: no {figure} in {out}");
    }
    // The matrix loop prints the same figures after its title.
    let matrix = out.split("matrix loop").nth(1).unwrap_or_default();
    for figure in ["wgd3d9-encoder", "whole process", "wall time per draw"] {
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
