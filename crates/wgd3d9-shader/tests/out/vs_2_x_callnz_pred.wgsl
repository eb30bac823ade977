struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r2_ = _e46;
    if (_e46.yyyy.x != 0f) {
        let _e58 = r1_;
        let _e62 = consts[(_e4 + 5u)];
        r1_ = (_e58 + _e62);
    }
    let _e64 = r2_;
    if !((_e64.zzzz.x != 0f)) {
        let _e69 = r1_;
        let _e73 = consts[(_e4 + 6u)];
        r1_ = (_e69 + _e73);
    }
    let _e75 = r1_;
    let _e77 = o0_;
    let _e81 = consts[(_e4 + 256u)];
    let _e85 = consts[(_e4 + 257u)];
    return Output(select(_e77, ((_e77 * _e85) + (_e81 * _e77.wwww)), vec4<bool>(true, true, true, false)), saturate(_e75));
}
