struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e26 = consts.c[0];
    let _e28 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e26, (_e26 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e28;
    let _e30 = select(vec4<f32>(1f, 1f, 1f, 1f), _e28, (_e28 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e30;
    let _e33 = consts.c[1];
    let _e35 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e33, (_e33 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e35;
    let _e37 = select(vec4<f32>(1f, 1f, 1f, 1f), _e35, (_e35 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e37;
    if any((in0_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e43 = textureSample(t1_, s1_, in1_.xy);
    r2_ = _e43;
    let _e45 = (_e43 + -(_e30));
    r1_ = _e45;
    let _e48 = select(_e37, _e43, (_e45.wwww >= vec4<f32>(0f, 0f, 0f, 0f)));
    r0_ = _e48;
    o0_ = _e48;
    return Output(_e48);
}
