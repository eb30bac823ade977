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
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e28 = consts.c[0];
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e28)), vec4<bool>(true, false, false, false));
    o0_ = _e32;
    let _e35 = consts.c[1];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, true, false, false));
    o0_ = _e39;
    let _e42 = consts.c[2];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, true, false));
    o0_ = _e46;
    let _e49 = consts.c[3];
    let _e53 = select(_e46, vec4(dot(in0_, _e49)), vec4<bool>(false, false, false, true));
    o0_ = _e53;
    r0_ = in1_;
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.xxxx.x), sin(in1_.xxxx.x), 0f, 0f), vec4<bool>(true, false, false, false));
    r1_ = _e60;
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.yyyy.x), sin(in1_.yyyy.x), 0f, 0f), vec4<bool>(false, true, false, false));
    r3_ = _e66;
    let _e68 = select(_e60, _e66.yyyy, vec4<bool>(false, true, false, false));
    r1_ = _e68;
    r4_ = in1_;
    r5_ = in1_;
    let _e69 = sign(in1_);
    r2_ = _e69;
    let _e74 = select(_e68, (_e69.xyxy * _e68.xyxy), vec4<bool>(false, false, true, true));
    r1_ = _e74;
    o1_ = _e74;
    let _e77 = consts.c[256];
    let _e80 = consts.c[257];
    let _e86 = select(_e53, ((_e53 * _e80) + (_e77 * _e53.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e86;
    return Output(_e86, _e74);
}
