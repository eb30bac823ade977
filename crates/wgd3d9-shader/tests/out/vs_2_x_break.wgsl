struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 0.5f, 0.9f, 1f).xxxx;
    loop {
        let _e54 = rep_count;
        if (_e54 <= 0i) {
            break;
        }
        rep_count = (_e54 - 1i);
        let _e58 = r0_;
        let _e62 = consts[(_e4 + 5u)];
        let _e64 = ((_e58 * _e58) + _e62);
        let _e65 = r1_;
        let _e73 = r2_;
        let _e74 = select(_e73, vec4(dot(_e64, _e64)), vec4<bool>(true, false, false, false));
        r0_ = _e64;
        r1_ = select(_e65, (_e65.xxxx + vec4<f32>(0f, 0.5f, 0.9f, 1f).wwww), vec4<bool>(true, false, false, false));
        r2_ = _e74;
        if (_e74.xxxx.x > vec4<f32>(0f, 0.5f, 0.9f, 1f).wwww.x) {
            break;
        }
    }
    let _e80 = r1_;
    let _e85 = consts[(_e4 + 6u)];
    let _e87 = o0_;
    let _e91 = consts[(_e4 + 256u)];
    let _e95 = consts[(_e4 + 257u)];
    return Output(select(_e87, ((_e87 * _e95) + (_e91 * _e87.wwww)), vec4<bool>(true, true, true, false)), (_e80.xxxx * _e85));
}
