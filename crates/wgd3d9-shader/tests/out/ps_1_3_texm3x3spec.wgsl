struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e21 = select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e25 = consts[(_e4 + 1u)];
    let _e27 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e25, (_e25 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e29 = select(vec4<f32>(1f, 1f, 1f, 1f), _e27, (_e27 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e31 = textureSample(t0_, s0_, in0_.xy);
    let _e36 = in1_.xyz;
    let _e37 = ((_e31 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e39 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e43 = select((_e36 * _e37), _e39, ((_e36 == _e39) | (_e37 == _e39)));
    let _e54 = in2_.xyz;
    let _e55 = ((_e31 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e57 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e61 = select((_e54 * _e55), _e57, ((_e54 == _e57) | (_e55 == _e57)));
    let _e72 = in3_.xyz;
    let _e73 = ((_e31 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e75 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e79 = select((_e72 * _e73), _e75, ((_e72 == _e75) | (_e73 == _e75)));
    let _e87 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e43.x + _e43.y) + _e43.z)), vec4<bool>(true, false, false, false)), vec4(((_e61.x + _e61.y) + _e61.z)), vec4<bool>(false, true, false, false)), vec4(((_e79.x + _e79.y) + _e79.z)), vec4<bool>(false, false, true, false));
    let _e88 = _e87.xyz;
    let _e89 = _e21.xyz;
    let _e91 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e95 = select((_e88 * _e89), _e91, ((_e88 == _e91) | (_e89 == _e91)));
    let _e103 = _e87.xyz;
    let _e104 = _e87.xyz;
    let _e106 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e110 = select((_e103 * _e104), _e106, ((_e103 == _e106) | (_e104 == _e106)));
    let _e117 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e95.x + _e95.y) + _e95.z)), vec4<bool>(true, false, false, false)), vec4(((_e110.x + _e110.y) + _e110.z)), vec4<bool>(false, true, false, false));
    let _e122 = select(_e117, vec4((1f / _e117.y)), vec4<bool>(false, false, true, false));
    let _e123 = _e122.xxxx;
    let _e124 = _e122.zzzz;
    let _e133 = (select(_e122, select((_e123 * _e124), vec4<f32>(0f, 0f, 0f, 0f), ((_e123 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e124 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e142 = textureSample(t3_, s3_, (select((_e87 * _e133), vec4<f32>(0f, 0f, 0f, 0f), ((_e87 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e133 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e21)).xy);
    return Output((select((_e142 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e142 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
