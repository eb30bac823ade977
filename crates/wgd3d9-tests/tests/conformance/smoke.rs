use wgd3d9_tests::*;

#[test]
fn clear_then_read_back() {
    let t = TestDevice::new();
    t.clear(0xFF336699);
    let img = t.read_rt();
    assert_rgb(&img, 0, 0, 0x336699, 0);
    assert_rgb(&img, 63, 63, 0x336699, 0);
}

#[test]
fn draw_a_pretransformed_quad() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(16.0, 16.0, 48.0, 48.0, 0.5, 0xFFFF0000));
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 16, 0xFF0000, 0);
    assert_rgb(&img, 47, 47, 0xFF0000, 0);
    assert_rgb(&img, 15, 16, 0x000000, 0);
    assert_rgb(&img, 48, 48, 0x000000, 0);
}
