struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
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
        let _e19 = rep_count;
        if (_e19 <= 0i) {
            break;
        }
        rep_count = (_e19 - 1i);
        let _e23 = r1_;
        let _e25 = (_e23 + vec4<f32>(0f, 0.125f, 0.9f, 1f).yyyy);
        let _e26 = r0_;
        let _e27 = vec4<f32>(0f, 0.125f, 0.9f, 1f).zzzz;
        let _e32 = select((_e26 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e37 = r2_;
        let _e39 = select(_e37, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e25 >= _e32)), vec4<bool>(true, true, false, false));
        r1_ = _e25;
        r0_ = _e32;
        r2_ = _e39;
        if (_e39.xxxx.x != 0f) {
            break;
        }
        if !((_e39.yyyy.x != 0f)) {
            break;
        }
    }
    let _e48 = r1_;
    return Output(_e48);
}
