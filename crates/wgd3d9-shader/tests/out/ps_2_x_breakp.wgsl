struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.125f, 0.9f, 1f).xxxx;
    loop {
        let _e17 = rep_count;
        if (_e17 <= 0i) {
            break;
        }
        rep_count = (_e17 - 1i);
        let _e21 = r1_;
        let _e23 = (_e21 + vec4<f32>(0f, 0.125f, 0.9f, 1f).yyyy);
        let _e24 = r0_;
        let _e25 = vec4<f32>(0f, 0.125f, 0.9f, 1f).zzzz;
        let _e30 = select((_e24 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e35 = r2_;
        let _e37 = select(_e35, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e23 >= _e30)), vec4<bool>(true, true, false, false));
        r1_ = _e23;
        r0_ = _e30;
        r2_ = _e37;
        if (_e37.xxxx.x != 0f) {
            break;
        }
        if !((_e37.yyyy.x != 0f)) {
            break;
        }
    }
    let _e46 = r1_;
    return Output(_e46);
}
