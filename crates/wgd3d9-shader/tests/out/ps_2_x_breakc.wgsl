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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(12i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 1f, 0.0833333f, 0.01f).xxxx;
    loop {
        let _e25 = rep_count;
        if (_e25 <= 0i) {
            break;
        }
        rep_count = (_e25 - 1i);
        let _e29 = r0_;
        let _e30 = _e29.xyz;
        let _e31 = _e29.xyz;
        let _e33 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
        let _e45 = r3_;
        let _e47 = select(_e45, vec4(((_e37.x + _e37.y) + _e37.z)), vec4<bool>(true, false, false, false));
        r3_ = _e47;
        if (_e47.xxxx.x > vec4<f32>(0f, 1f, 0.0833333f, 0.01f).yyyy.x) {
            break;
        }
        let _e53 = r1_;
        let _e56 = r2_;
        let _e58 = (_e56 + vec4<f32>(0f, 1f, 0.0833333f, 0.01f).zzzz);
        r0_ = select(_e29, (_e29 + _e53), vec4<bool>(true, true, true, false));
        r2_ = _e58;
        if (_e58.wwww.x <= vec4<f32>(0f, 1f, 0.0833333f, 0.01f).wwww.x) {
            break;
        }
    }
    let _e64 = r2_;
    return Output(_e64);
}
