struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    loop {
        let _e56 = rep_count;
        if (_e56 <= 0i) {
            break;
        }
        rep_count = (_e56 - 1i);
        let _e60 = r0_;
        let _e61 = (_e60 * _e60);
        r1_ = _e61;
        r0_ = (((_e61 * vec4<f32>(0.5f, 0.25f, 0f, 1f).yyyy) + _e60) * vec4<f32>(0.5f, 0.25f, 0f, 1f).xxxx);
    }
    let _e68 = r0_;
    let _e69 = o0_;
    let _e73 = consts[(_e4 + 256u)];
    let _e78 = consts[(_e4 + 257u)];
    return Output(select(_e69, ((_e69 * bitcast<vec4<f32>>(_e78)) + (bitcast<vec4<f32>>(_e73) * _e69.wwww)), vec4<bool>(true, true, true, false)), _e68);
}
