struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
    let _e26 = bitcast<vec4<f32>>(_e25);
    let _e28 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e26, (_e26 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e30 = select(vec4<f32>(1f, 1f, 1f, 1f), _e28, (_e28 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e32 = textureSample(t0_, s0_, in0_.xy);
    let _e37 = in1_.xyz;
    let _e38 = ((_e32 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e40 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e44 = select((_e37 * _e38), _e40, ((_e37 == _e40) | (_e38 == _e40)));
    let _e55 = in2_.xyz;
    let _e56 = ((_e32 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e58 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e62 = select((_e55 * _e56), _e58, ((_e55 == _e58) | (_e56 == _e58)));
    let _e73 = in3_.xyz;
    let _e74 = ((_e32 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e76 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e80 = select((_e73 * _e74), _e76, ((_e73 == _e76) | (_e74 == _e76)));
    let _e88 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e44.x + _e44.y) + _e44.z)), vec4<bool>(true, false, false, false)), vec4(((_e62.x + _e62.y) + _e62.z)), vec4<bool>(false, true, false, false)), vec4(((_e80.x + _e80.y) + _e80.z)), vec4<bool>(false, false, true, false));
    let _e89 = _e88.xyz;
    let _e90 = _e21.xyz;
    let _e92 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e96 = select((_e89 * _e90), _e92, ((_e89 == _e92) | (_e90 == _e92)));
    let _e104 = _e88.xyz;
    let _e105 = _e88.xyz;
    let _e107 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e111 = select((_e104 * _e105), _e107, ((_e104 == _e107) | (_e105 == _e107)));
    let _e118 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e96.x + _e96.y) + _e96.z)), vec4<bool>(true, false, false, false)), vec4(((_e111.x + _e111.y) + _e111.z)), vec4<bool>(false, true, false, false));
    let _e123 = select(_e118, vec4((1f / _e118.y)), vec4<bool>(false, false, true, false));
    let _e124 = _e123.xxxx;
    let _e125 = _e123.zzzz;
    let _e134 = (select(_e123, select((_e124 * _e125), vec4<f32>(0f, 0f, 0f, 0f), ((_e124 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e125 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e143 = textureSample(t3_, s3_, (select((_e88 * _e134), vec4<f32>(0f, 0f, 0f, 0f), ((_e88 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e134 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e21)).xy);
    return Output((select((_e143 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e143 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
