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
    r0_ = in1_;
    let _e47 = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    r1_ = _e47;
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy));
    r2_ = _e51;
    let _e56 = select(_e47, (_e47 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e51.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e56;
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx));
    r2_ = _e59;
    let _e64 = select(_e56, (_e56 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e59.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e64;
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz));
    r2_ = _e67;
    let _e72 = select(_e64, (_e64 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e67.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e72;
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    r2_ = _e75;
    let _e80 = select(_e72, (_e72 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e75.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e80;
    let _e85 = select(_e75, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    r2_ = _e85;
    let _e91 = select(_e80, select(_e80, (_e80 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e85.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r1_ = _e91;
    let _e96 = select(_e85, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true));
    r2_ = _e96;
    let _e102 = select(_e91, select(_e91, (_e91 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e96.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true));
    r1_ = _e102;
    o1_ = _e102;
    let _e105 = consts.c[256];
    let _e108 = consts.c[257];
    let _e114 = select(_e46, ((_e46 * _e108) + (_e105 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e114;
    return Output(_e114, _e102);
}
