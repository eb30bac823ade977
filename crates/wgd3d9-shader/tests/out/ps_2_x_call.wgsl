struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e19;
    let _e20 = in1_.xyz;
    let _e21 = in1_.xyz;
    let _e23 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e27 = select((_e20 * _e21), _e23, ((_e20 == _e23) | (_e21 == _e23)));
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e27.x + _e27.y) + _e27.z)))), vec4<bool>(true, true, true, false));
    r1_ = _e37;
    let _e40 = consts.c[0];
    let _e41 = _e37.xyz;
    let _e42 = _e40.xyz;
    let _e44 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e48 = select((_e41 * _e42), _e44, ((_e41 == _e44) | (_e42 == _e44)));
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e48.x + _e48.y) + _e48.z))), vec4<bool>(true, false, false, false));
    r2_ = _e57;
    let _e58 = _e57.xxxx;
    let _e64 = select(_e19, select((_e19 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e64;
    let _e67 = consts.c[1];
    let _e73 = select(_e64, select((_e64 * _e67), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e67 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e73;
    let _e76 = consts.c[2];
    let _e78 = select(_e73, (_e73 + _e76), vec4<bool>(true, true, true, false));
    r0_ = _e78;
    o0_ = _e78;
    return Output(_e78);
}
