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
    let _e18 = v0_;
    let _e20 = textureSample(t0_, s0_, _e18.xy);
    r0_ = _e20;
    let _e21 = v1_;
    let _e22 = _e21.xyz;
    let _e23 = _e21.xyz;
    let _e26 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e30 = select((_e22 * _e23), _e26, ((_e22 == _e26) | (_e23 == _e26)));
    let _e39 = r1_;
    r1_ = select(_e39, (_e21 * vec4(inverseSqrt(((_e30.x + _e30.y) + _e30.z)))), vec4<bool>(true, true, true, false));
    if true {
        let _e43 = r1_;
        let _e46 = consts.c[1];
        let _e47 = _e43.xyz;
        let _e48 = _e46.xyz;
        let _e50 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e54 = select((_e47 * _e48), _e50, ((_e47 == _e50) | (_e48 == _e50)));
        let _e62 = r2_;
        r2_ = select(_e62, saturate(vec4(((_e54.x + _e54.y) + _e54.z))), vec4<bool>(true, false, false, false));
        let _e65 = r0_;
        let _e66 = r2_;
        let _e67 = _e66.xxxx;
        let _e73 = r0_;
        r0_ = select(_e73, select((_e65 * _e67), vec4<f32>(0f, 0f, 0f, 0f), ((_e65 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e67 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e75 = r0_;
        let _e78 = consts.c[2];
        let _e84 = r0_;
        r0_ = select(_e84, select((_e75 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e86 = r0_;
    o0_ = _e86;
    let _e87 = o0_;
    return Output(_e87);
}
