struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f).xxxx + in0_.xxxx), vec4<bool>(true, false, false, false));
    let _e19 = consts[(constant_index + 1u)];
    let _e20 = bitcast<vec4<f32>>(_e19);
    let _e28 = select(_e15, (select((in1_ * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e15), vec4<bool>(true, true, false, false));
    let _e31 = select(_e28, (_e28 + in2_), vec4<bool>(true, true, true, false));
    let _e34 = select(_e31, (_e31 + in3_), vec4<bool>(false, false, true, true));
    let _e40 = select(_e34, select((_e34 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e41 = _e40.wwww;
    let _e42 = in9_.wwww;
    return Output(select(_e40, select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)));
}
