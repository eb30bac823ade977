struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    if true {
        let _e48 = v1_;
        let _e52 = consts[(_e4 + 4u)];
        let _e58 = r0_;
        let _e59 = select(_e58, vec4(dot(_e48.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
        let _e60 = _e59.xxxx;
        let _e64 = consts[(_e4 + 5u)];
        let _e65 = _e64.xxxx;
        let _e68 = select(_e59, select(_e65, _e60, (_e60 >= _e65)), vec4<bool>(true, false, false, false));
        let _e73 = consts[(_e4 + 6u)];
        r0_ = _e68;
        o1_ = (_e68.xxxx * _e73);
    } else {
        let _e78 = consts[(_e4 + 7u)];
        o1_ = _e78;
    }
    if false {
        let _e80 = v2_;
        let _e84 = consts[(_e4 + 8u)];
        let _e87 = o2_;
        o2_ = select(_e87, (_e80 * _e84), vec4<bool>(true, true, false, false));
    } else {
        let _e90 = v2_;
        let _e91 = o2_;
        o2_ = select(_e91, _e90, vec4<bool>(true, true, false, false));
    }
    let _e93 = o1_;
    let _e95 = o0_;
    let _e99 = consts[(_e4 + 256u)];
    let _e103 = consts[(_e4 + 257u)];
    let _e110 = o2_;
    return Output(select(_e95, ((_e95 * _e103) + (_e99 * _e95.wwww)), vec4<bool>(true, true, true, false)), saturate(_e93), _e110);
}
