struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    let _e16 = v0_;
    let _e18 = select(_e16, in0_, vec4<bool>(true, true, true, false));
    v0_ = _e18;
    let _e19 = dpdx(_e18);
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), _e19, vec4<bool>(true, true, true, false));
    r0_ = _e20;
    let _e21 = dpdy(_e18);
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), _e21, vec4<bool>(true, true, true, false));
    r1_ = _e22;
    let _e25 = cross(_e20.xyz, _e22.xyz);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e25.x, _e25.y, _e25.z, 0f), vec4<bool>(true, true, true, false));
    r2_ = _e31;
    let _e34 = dot(_e31.xyz, _e31.xyz);
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e31 * vec4(inverseSqrt(_e34))), vec4<f32>(0f, 0f, 0f, 0f), (_e34 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e40;
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e40 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    o0_ = _e45;
    let _e48 = select(_e45, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    o0_ = _e48;
    return Output(_e48);
}
