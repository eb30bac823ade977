struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    o0_ = _e46;
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in1_.xxxx.x))), vec4<bool>(true, false, false, false));
    r0_ = _e52;
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in1_.yyyy.x))), vec4<bool>(false, false, true, false));
    r2_ = _e58;
    let _e61 = select(_e58, floor(_e58.zzzz), vec4<bool>(true, false, false, false));
    r2_ = _e61;
    let _e67 = select(_e61, vec4(exp2(-(_e61.xxxx).x)), vec4<bool>(false, true, false, false));
    r2_ = _e67;
    let _e71 = select(_e67, (_e67 * abs(in1_.yyyy)), vec4<bool>(false, true, false, false));
    r2_ = _e71;
    let _e72 = select(_e71, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r2_ = _e72;
    r1_ = _e72;
    let _e74 = select(_e52, _e72, vec4<bool>(false, true, true, true));
    r0_ = _e74;
    o1_ = _e74;
    let _e77 = consts.c[256];
    let _e80 = consts.c[257];
    let _e86 = select(_e46, ((_e46 * _e80) + (_e77 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e86;
    return Output(_e86, _e74);
}
